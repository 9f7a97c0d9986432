/**
 * What is typed on the /auth page, held by the page rather than by each tab's form:
 * switching between Sign In and Sign Up keeps both, and the email is typed once.
 */
export interface AuthFields {
  email: string;
  signInPassword: string;
  rememberMe: boolean;
  firstName: string;
  lastName: string;
  signUpPassword: string;
}

export const NO_AUTH_FIELDS: AuthFields = {
  email: '',
  signInPassword: '',
  rememberMe: false,
  firstName: '',
  lastName: '',
  signUpPassword: '',
};

export type SetAuthField = <K extends keyof AuthFields>(key: K, value: AuthFields[K]) => void;

export interface AuthFormProps {
  fields: AuthFields;
  set: SetAuthField;
}
