// Public API of the billing feature (the page itself is loaded lazily by the route table).
export { PLAN_LABELS } from './plan-labels';
