// Every machine the tools walk (paths, coverage, diagrams). Each machine's model file adds its own line.
import type { MachineModel } from './model.ts';

export const machineModels: MachineModel[] = [
];
