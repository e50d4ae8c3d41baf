// The operator's sign-in form and the API that checks it (spec document 2, validation rules).

export const ADMIN_LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
} as const;
