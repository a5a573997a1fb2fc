export interface LocalConfig {
  root: string;
  host: string;
  ports: { site: number; api: number; db: number; mailbox: number; function: number };
  dataDir: string;
  pgliteDir: string;
  distDir: string;
  mailboxDir: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  apiUrl: string;
  mailboxUrl: string;
  databaseUrl: string;
  allowedOrigins: string[];
  mailboxApiKey: string;
  mailFail: boolean;
  outboxSecret: string;
  functionName: string;
  gatewayFunctions: Record<string, { url: string; verifyJwt: boolean }>;
  functionEnv: Record<string, string>;
  siteEnv: Record<string, string>;
}

export function functionVerifiesJwt(root: string, name: string): boolean;
export function localConfig(env?: Readonly<Record<string, string | undefined>>, root?: string): LocalConfig;
