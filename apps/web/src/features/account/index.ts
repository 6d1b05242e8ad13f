// Public API of the account feature: the public page layout the static pages share.
export { PublicLayout, Section } from './PublicLayout';
