import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dockerfileProblems } from '../support/dockerfile-rules';
import { freePort, projectRoot } from '../support/processes';

const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');
const docker = (args: string[], env: NodeJS.ProcessEnv = process.env, timeout = 60_000) =>
  spawnSync('docker', args, { cwd: projectRoot, env, encoding: 'utf8', timeout });

/** This machine may have the docker CLI without an engine (or without the compose plugin). */
const engineAvailable = docker(['info']).status === 0;
const composeAvailable = docker(['compose', 'version']).status === 0;
const engineCase = engineAvailable
  ? 'the Docker engine is available: the image is built and started below'
  : 'Docker engine not available (docker info failed): container build not run';
console.log(
  `container test: ${engineCase}; docker compose ${composeAvailable ? 'validates compose.yaml' : 'not available: compose.yaml checked by its structure only'}.`,
);

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
  ports?: string[];
}

describe('the container image and compose.yaml', () => {
  it('Dockerfile: runs as a non-root user, checks /api/health, serves port 3000 on every interface, copies only what exists', () => {
    expect(dockerfileProblems(read('Dockerfile'), projectRoot)).toEqual([]);
  });

  it('Dockerfile rules: each catches the Dockerfile that breaks it', () => {
    const dockerfile = read('Dockerfile');
    const broken = (from: RegExp, to: string) => {
      expect(dockerfile).toMatch(from);
      return dockerfileProblems(dockerfile.replace(from, to), projectRoot);
    };
    expect(broken(/^USER node$/m, '')).toContain('the image runs as root: no USER in the final stage');
    expect(broken(/^USER node$/m, 'USER root')).toContain('the image runs as root (USER root)');
    expect(broken(/^HEALTHCHECK [^]*?\n(?=\S)/m, '')).toContain('no HEALTHCHECK on /api/health in the final stage');
    expect(broken(/^EXPOSE 3000$/m, 'EXPOSE 8080')).toContain('no EXPOSE 3000');
    expect(broken(/HOST=0\.0\.0\.0/, 'HOST=127.0.0.1')).toContain(
      'no ENV HOST=0.0.0.0: the server would listen inside the container only',
    );
    expect(broken(/^COPY scripts /m, 'COPY missing-folder ')).toContain(
      'COPY missing-folder: no such file in the build context',
    );
    expect(broken(/^COPY --from=build \/app\/dist /m, 'COPY tests ')).toContain(
      'COPY tests: .dockerignore leaves it out (tests)',
    );
    expect(broken(/--from=build \/app\/dist/, '--from=builder /app/dist')).toContain(
      'COPY --from=builder: no earlier stage has that name',
    );
  });

  it(`compose.yaml: PostgreSQL 15, the web process and a worker, each started once what it needs is healthy (${engineCase})`, () => {
    const compose = parse(read('compose.yaml'), { merge: true }) as {
      services: Record<string, ComposeService>;
      volumes: Record<string, unknown>;
    };
    const { db, web, worker } = compose.services;
    expect(db?.image).toMatch(/^postgres:15(\b|-)/);
    expect(db?.healthcheck?.test?.join(' ')).toContain('pg_isready');
    expect(db?.volumes?.[0]).toMatch(/^(\w[\w-]*):\/var\/lib\/postgresql\/data$/);
    expect(Object.keys(compose.volumes)).toContain(db!.volumes![0]!.split(':')[0]);

    expect(web?.build).toBeDefined();
    expect(web?.depends_on?.db?.condition).toBe('service_healthy');
    expect(web?.healthcheck?.test?.join(' ')).toContain('/api/health');
    expect(web?.environment).toMatchObject({ NODE_ENV: 'production', WORKER_IN_WEB: '0' });
    expect(web?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);

    expect(worker?.image).toBe(web?.image);
    expect(worker?.build).toEqual(web?.build);
    expect(worker?.command).toEqual(['node', '--import', 'tsx', 'src/server/worker.ts']);
    // The web process migrates the database at start: workers wait for it.
    expect(worker?.depends_on?.web?.condition).toBe('service_healthy');
    expect(worker?.depends_on?.db?.condition).toBe('service_healthy');
    // The image's health check asks the web server, which a worker does not run.
    expect(worker?.healthcheck?.disable).toBe(true);
    expect(worker?.environment?.DATABASE_URL).toBe(web?.environment?.DATABASE_URL);

    // Every setting passed to the app is one src/server/env.ts reads (a misspelt one would be ignored).
    const settings = read('src/server/env.ts');
    const unknown = Object.keys({ ...web?.environment, ...worker?.environment }).filter(
      (key) => !new RegExp(`^\\s+${key}:`, 'm').test(settings),
    );
    expect(unknown).toEqual([]);

    if (composeAvailable) {
      const config = docker(['compose', '-f', 'compose.yaml', 'config', '--quiet'], {
        ...process.env,
        ...placeholders(3000),
      });
      expect(config.stderr).toBe('');
      expect(config.status).toBe(0);
    }
  });

  if (engineAvailable) {
    it('the image builds and starts with compose.yaml on PostgreSQL, and /api/health answers', async () => {
      const port = await freePort();
      const project = `specforge-test-${process.pid}`;
      const env = { ...process.env, ...placeholders(port) };
      const compose = (args: string[], timeout: number) =>
        docker(['compose', '-p', project, '-f', 'compose.yaml', ...args], env, timeout);
      try {
        const up = compose(['up', '--build', '--detach', '--wait', '--wait-timeout', '300'], 900_000);
        expect(up.status, `${up.stdout}\n${up.stderr}`).toBe(0);
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(response.status).toBe(200);
        expect(
          compose(['ps', '--status', 'running', '--services'], 60_000).stdout.split('\n').filter(Boolean).sort(),
        ).toEqual(['db', 'web', 'worker']);
      } finally {
        compose(['down', '--volumes', '--timeout', '20'], 120_000);
      }
    }, 1_200_000);
  }
});

/** The values compose.yaml requires, for a local run. */
function placeholders(port: number): Record<string, string> {
  return {
    POSTGRES_PASSWORD: 'container-test-password',
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: 'container-test-secret-container-test-secret',
    WEB_PORT: String(port),
    // No SMTP server or Stripe account here: the outbox and the test checkout stand in.
    ALLOW_EMBEDDED_IN_PRODUCTION: '1',
    // No AI provider either: the offline engine, chosen on purpose.
    AI_PROVIDER: 'offline',
  };
}
