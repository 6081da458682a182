// The whole schema, for the Drizzle client and drizzle-kit.
export * from './users';
export * from './catalog';
export * from './shifts';
export * from './punches';
export * from './limits';
export * from './files';
export * from './jobs';
export * from './finance';
export * from './notebooks';
export * from './vault';
export * from './backups';
export * from './attendance';
export * from './absences';
export * from './sign-in';
