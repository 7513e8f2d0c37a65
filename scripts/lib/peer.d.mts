// Types of ./peer.mjs for the TypeScript benchmarks.
import type { Server } from 'node:http';

export const PEER_DIST: string;
export const PEER_FIRST_VISIT_RECORDED: { bytes: number; files: number };
export function peerBuildPresent(): boolean;
export function servePeer(port: number): Promise<Server>;
export function peerFirstVisitJs(options?: {
  port?: number;
  chromiumPath?: string;
}): Promise<{ bytes: number; files: number }>;
