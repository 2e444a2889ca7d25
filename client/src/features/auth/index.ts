// What other client features may use of auth.
export { PasswordField } from "./components/password-field";
