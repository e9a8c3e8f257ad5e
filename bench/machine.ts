import { cpus, loadavg, totalmem } from 'node:os';

/** What every figure was measured on; the load average shows whether others shared the CPU. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryGB: number;
  node: string;
  date: string;
  /** 1-minute load average when the run started and when it ended. */
  loadAverageAtStart: number;
  loadAverageAtEnd?: number;
}

export function describeMachine(): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    date: new Date().toISOString(),
    loadAverageAtStart: Math.round(loadavg()[0] * 100) / 100,
  };
}

export function finishMachine(machine: Machine): Machine {
  return { ...machine, loadAverageAtEnd: Math.round(loadavg()[0] * 100) / 100 };
}

export const describeMachineLine = (machine: Machine): string =>
  `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB RAM, Node ${machine.node}, ${machine.date}` +
  ` (load average ${machine.loadAverageAtStart} at start${machine.loadAverageAtEnd === undefined ? '' : `, ${machine.loadAverageAtEnd} at end`})`;
