import type { DescriptorReport, ItemAnalysis } from "../../shared/types/analysis";

/* The analyses are figures computed in the answer's shape, with no dates nor anything private. */

export const presentItemAnalysis = (analysis: ItemAnalysis): ItemAnalysis => analysis;

export const presentDescriptorReport = (report: DescriptorReport): DescriptorReport => report;
