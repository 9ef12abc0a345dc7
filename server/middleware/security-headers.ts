import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { isBackOfficePath } from '@shared/language-path';
import { contentSecurityPolicy } from './content-security-policy';
import { permissionsPolicy } from './permissions-policy';
import { cameOverHttps, strictTransportSecurity } from './strict-transport-security';

type Headers = [name: string, value: string][];

/**
 * The headers a middleware sets on an answer for `path`, recorded once. Only for middlewares
 * whose headers depend on the path alone: helmet's (given no directive functions) and ours.
 */
function headersSetBy(middleware: RequestHandler, path: string): Headers {
  const headers: Headers = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name, String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  let called = false;
  middleware({ path, method: 'GET', headers: {} } as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('a security header middleware did not pass the request on');
  return headers;
}

/**
 * Every answer's security headers: helmet's, the Permissions-Policy and, in production, the
 * Content-Security-Policy, each different on the back office's pages; HSTS over HTTPS. They are
 * worked out once at startup, so an answer only copies them.
 */
export function securityHeaders(options: { contentSecurityPolicy: boolean }): RequestHandler {
  const middlewares = [
    // Vite's dev server injects inline scripts for hot reload; production gets the strict policy.
    helmet({ contentSecurityPolicy: false, strictTransportSecurity: false }),
    permissionsPolicy(),
    ...(options.contentSecurityPolicy ? [contentSecurityPolicy()] : []),
  ];
  const headersFor = (path: string) => middlewares.flatMap((middleware) => headersSetBy(middleware, path));
  const site = headersFor('/');
  const backOffice = headersFor('/admin');
  const hsts = headersSetBy(strictTransportSecurity, '/');
  return (req, res, next) => {
    for (const [name, value] of isBackOfficePath(req.path) ? backOffice : site) res.setHeader(name, value);
    if (cameOverHttps(req)) for (const [name, value] of hsts) res.setHeader(name, value);
    next();
  };
}
