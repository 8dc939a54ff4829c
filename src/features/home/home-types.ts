import type { components } from '../../api/schema.gen';

// Names for the generated schema's shapes this feature renders; the shapes themselves come from the contract.
export type HomeData = components['schemas']['HomeData'];
export type ArticleSummary = components['schemas']['ArticleSummary'];
export type Announcement = components['schemas']['Announcement'];
export type ConsularPost = components['schemas']['ConsularPost'];
export type ProcedureStep = components['schemas']['ProcedureStep'];
export type ServiceLink = components['schemas']['ServiceLink'];
