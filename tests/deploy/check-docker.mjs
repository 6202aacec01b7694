// What the linters cannot know about docker/: that every build step is a call of scripts/setup
// (what the image runs is what scripts/test tests), that the files copied in exist, that the server
// is the container's PID 1 (a shell form would swallow SIGTERM, and no game would be saved), and
// that compose.yaml's health checks name files the images have. Prints one line per problem.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { parse as parseYaml } from 'yaml';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const problems = [];
const problem = (file, line, text) => problems.push(`${file}:${line + 1}: ${text}`);

function stagesOf(file) {
  const dockerfile = DockerfileParser.parse(readFileSync(join(repo, file), 'utf8'));
  const stages = [];
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword === 'FROM') stages.push({ name: instruction.getBuildStage(), instructions: [] });
    else if (stages.length) stages.at(-1).instructions.push(instruction);
  }
  return stages;
}

const flag = (instruction, name) => instruction.getFlags?.().find((f) => f.getName() === name)?.getValue();
const line = (instruction) => instruction.getRange().start.line;
const json = (instruction) => instruction.getJSONStrings?.().map((s) => s.getJSONValue()) ?? [];

/** Checks one Dockerfile; returns its last stage and the paths its COPY instructions write. */
function checkDockerfile(file) {
  const stages = stagesOf(file);
  const named = new Set();
  const copiedTo = new Set();
  for (const stage of stages) {
    for (const instruction of stage.instructions) {
      const keyword = instruction.getKeyword();
      const args = instruction.getArguments().map((a) => a.getValue());
      if (keyword === 'RUN') {
        const command = instruction.getArgumentsContent().replace(/\s+/g, ' ').trim();
        if (!/^source \S*setup && petteia_[a-z_]+/.test(command))
          problem(file, line(instruction), `RUN is not a call of scripts/setup (source …/setup && petteia_…): ${command.slice(0, 80)}`);
      }
      if (keyword === 'COPY' || keyword === 'ADD') {
        const from = flag(instruction, 'from');
        const sources = args.slice(0, -1);
        copiedTo.add(args.at(-1));
        for (const source of sources) copiedTo.add(join(args.at(-1), source.split('/').filter(Boolean).at(-1) ?? ''));
        if (from !== undefined) {
          if (!named.has(from)) problem(file, line(instruction), `COPY --from=${from}: no earlier stage has that name`);
        } else {
          for (const source of sources)
            if (source !== '.' && !existsSync(join(repo, source))) problem(file, line(instruction), `COPY ${source}: no such file in the repository`);
        }
      }
    }
    if (stage.name) named.add(stage.name);
  }
  const last = stages.at(-1);
  const find = (keyword) => last.instructions.filter((i) => i.getKeyword() === keyword).at(-1);
  const entrypoint = find('ENTRYPOINT');
  if (!entrypoint || json(entrypoint).length === 0)
    problem(file, entrypoint ? line(entrypoint) : 0, 'ENTRYPOINT must be in exec form (JSON), so that the program is PID 1 and gets the stop signal');
  if (!find('HEALTHCHECK')) problem(file, 0, 'the runtime stage has no HEALTHCHECK');
  if (!find('STOPSIGNAL')) problem(file, 0, 'the runtime stage has no STOPSIGNAL');
  return { last, find, copiedTo };
}

// The server's image.
{
  const file = 'docker/Dockerfile';
  const { last, find, copiedTo } = checkDockerfile(file);
  const env = Object.fromEntries(last.instructions.filter((i) => i.getKeyword() === 'ENV')
    .flatMap((i) => i.getProperties().map((p) => [p.getName(), p.getValue()])));
  const user = find('USER')?.getArgumentsContent().trim();
  if (!user || /^(root|0)(:|$)/.test(user)) problem(file, 0, 'the server must run as a user other than root (USER)');
  const volumes = find('VOLUME') ? json(find('VOLUME')) : [];
  if (!env.PETTEIA_DATA || !volumes.includes(env.PETTEIA_DATA)) problem(file, 0, `PETTEIA_DATA (${env.PETTEIA_DATA}) is not a VOLUME (${volumes})`);
  const exposed = find('EXPOSE')?.getArgumentsContent().split(/\s+/) ?? [];
  if (!exposed.includes(env.PETTEIA_PORT)) problem(file, 0, `PETTEIA_PORT (${env.PETTEIA_PORT}) is not EXPOSEd (${exposed})`);
  if (find('STOPSIGNAL')?.getArgumentsContent().trim() !== 'SIGTERM') problem(file, 0, 'STOPSIGNAL must be SIGTERM: the server saves every game on it');
  if (json(find('ENTRYPOINT'))[0] !== '/usr/local/bin/petteia-server' || !copiedTo.has('/usr/local/bin/petteia-server'))
    problem(file, 0, 'the entry point must be the server binary copied in (/usr/local/bin/petteia-server)');
  checkCompose('server', copiedTo);
}

// nginx's image.
{
  const file = 'docker/nginx/Dockerfile';
  const { copiedTo } = checkDockerfile(file);
  checkCompose('nginx', copiedTo);
}

function checkCompose(service, copiedTo) {
  const file = 'docker/compose.yaml';
  const compose = parseYaml(readFileSync(join(repo, file), 'utf8'));
  const entry = compose.services?.[service];
  if (!entry) return problem(file, 0, `no service ${service}`);
  const dockerfile = join(dirname(file), entry.build?.context ?? '.', entry.build?.dockerfile ?? 'Dockerfile');
  if (!existsSync(join(repo, dockerfile))) problem(file, 0, `${service}: build names ${dockerfile}, which does not exist`);
  const test = entry.healthcheck?.test;
  if (!Array.isArray(test) || test[0] !== 'CMD' || !copiedTo.has(test[1]))
    problem(file, 0, `${service}: the health check must run a file the image copies in, not ${JSON.stringify(test)}`);
}

for (const text of problems) console.log(text);
console.log(problems.length === 0 ? 'docker/: every build step calls scripts/setup; entry points, health checks and copies hold' : `${problems.length} problems in docker/`);
process.exit(problems.length === 0 ? 0 : 1);
