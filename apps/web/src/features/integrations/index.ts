/** Public surface of the integrations feature: the 'API en webhooks' settings tab. */
export { IntegrationsTab } from './IntegrationsTab';
