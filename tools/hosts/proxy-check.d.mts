export function proxyProblems(options: {
  answer: (path: string) => Promise<Response>;
  pageHtml: (path: string) => string;
  paths: string[];
  file: string;
}): Promise<string[]>;
