// What other features may use of alerts: the dashboard's widget.
export { AlertsWidget } from "./components/alerts-widget";
