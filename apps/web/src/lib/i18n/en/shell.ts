/** The console shell around every page: header, menu, breadcrumbs and the page search. */
export const shell = {
  mainNavigation: 'Main navigation',
  expandMenu: 'Expand the menu',
  collapseMenu: 'Collapse the menu',
  openMenu: 'Open the menu',
  switchToDark: 'Switch to dark mode',
  switchToLight: 'Switch to light mode',
  searchPages: 'Search pages',
  searchPlaceholder: 'Search pages…',
  searchNothingFound: 'No page matches your search.',
  loadingMenu: 'Loading the menu',
  menuFailed: 'The menu could not be loaded.',
  opensInNewTab: '(opens in a new tab)',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  scrollMenuBack: 'Scroll the menu back',
  scrollMenuForward: 'Scroll the menu forward',
};
