// What other client features may use of the account feature.
export { ForgotPassword } from "./components/forgot-password";
export { useHouseholdProfile } from "./api";
