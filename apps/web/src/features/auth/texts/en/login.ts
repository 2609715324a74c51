export const login = {
  title: 'Sign in',
  welcome: 'Welcome back. Sign in to open your console.',
  childLink: "Sign in to review the request to link your child's account.",
  userName: 'User name or mobile number',
  password: 'Password',
  enterUserName: 'Enter your user name or mobile number',
  enterPassword: 'Enter your password',
  failed: 'Could not sign in',
  submit: 'Sign in',
  newHere: 'New to Fieldhouse?',
  createAccount: 'Create an account',
  signedOut: 'You have signed out.',
};
