export { CompanyExportCard } from './CompanyExportCard';
