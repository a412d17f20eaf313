export * from './live-events.ts';
export * from './event-stream-parser.ts';
