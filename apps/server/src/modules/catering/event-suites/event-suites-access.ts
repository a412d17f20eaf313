export const tags = ['event-suites'];
