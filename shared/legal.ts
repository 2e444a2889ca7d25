// The version of the privacy notice and terms of service (client/src/features/legal/): stored
// with every consent (registration, newsletter signup) so it is known which text was accepted.
// Change it whenever either text changes in substance (docs/privacy.md).
export const LEGAL_TEXT_VERSION = "2026-11-24";
