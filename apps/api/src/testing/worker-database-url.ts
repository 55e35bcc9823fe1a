/** The database of one vitest worker on the test PostgreSQL server: `<template>_w<pool id>` (decision 066). */
export function workerDatabaseUrl(templateUrl: string, poolId: string): string {
  const url = new URL(templateUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_w${poolId}`;
  return url.toString();
}
