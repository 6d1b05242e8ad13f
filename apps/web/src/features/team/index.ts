export { TeamTab } from './TeamTab';
// The invitation page is loaded lazily by the route table, so it is not re-exported here.
