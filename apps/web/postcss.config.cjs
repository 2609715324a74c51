// Mantine's mixins (rtl, light/dark, smaller-than) and its breakpoint variables for CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        // 62em = 992 px, the contract's MOBILE_BREAKPOINT_PX (16 px root font size).
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
