export const common = {
  tagline: 'Fieldhouse · the console of your sports organisation',
  loading: 'Loading',
  language: 'Language',
  signIn: 'Sign in',
  signOut: 'Sign out',
  retry: 'Retry',
  cancel: 'Cancel',
  close: 'Close',
};
