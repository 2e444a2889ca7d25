// What other features may use of account data (docs/client.md): the /account sections.
export { DataExportSection, DeleteAccountSection } from "./components/data-section";
