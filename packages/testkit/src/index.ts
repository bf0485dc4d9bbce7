export type { ConformanceConfig, ConformanceReport } from './config.js';
export { ConformanceError, type LawCoverage, type Place } from './findings.js';
export { LAWS, LAW_NAMES, type Law } from './laws.js';
export { checkConformance, runConformance, type ConformanceCheck } from './run.js';
export { conformanceSuite } from './suite.js';
