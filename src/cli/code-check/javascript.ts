import { parser } from '@lezer/javascript';
import type { SyntaxNode } from '@lezer/common';
import { lineFinder, literalText, noFindings, type FileFindings } from './findings';

/**
 * Declarations in JavaScript and TypeScript, read from the syntax tree of @lezer/javascript:
 * classes, interfaces and types; drizzle tables (`pgTable('name', …)`); routes of Hono, Express,
 * Fastify and the like (`app.get('/api/x', …)`, `createRoute({ method, path })`); commander
 * commands (`.command('name')`); and, in test files, the names of tests (`it('…')`, `test.concurrent`).
 */

const dialects = {
  ts: parser.configure({ dialect: 'ts' }),
  tsx: parser.configure({ dialect: 'ts jsx' }),
  jsx: parser.configure({ dialect: 'jsx' }),
};

export type JavaScriptDialect = keyof typeof dialects;

export function dialectOf(file: string): JavaScriptDialect | null {
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  if (/\.tsx$/.test(file)) return 'tsx';
  if (/\.([cm]?js|jsx)$/.test(file)) return 'jsx';
  return null;
}

const tableFunctions = new Set(['pgTable', 'sqliteTable', 'mysqlTable']);
const routeMethods = new Set(['get', 'post', 'put', 'patch', 'delete']);
const testFunctions = new Set(['it', 'test', 'describe', 'suite', 'specify']);

export function analyseJavaScript(text: string, dialect: JavaScriptDialect, isTest: boolean): FileFindings {
  const found = noFindings();
  const lineOf = lineFinder(text);
  const source = (node: SyntaxNode) => text.slice(node.from, node.to);
  const stringOf = (node: SyntaxNode | null | undefined) =>
    node && (node.name === 'String' || node.name === 'TemplateString') ? literalText(source(node)) : null;
  const firstArgument = (args: SyntaxNode | null) => args?.firstChild?.nextSibling ?? null;

  /** `name` and `object.name` (the property for a member call), and the object's own callee name. */
  function calleeOf(call: SyntaxNode): { name: string; object: string | null; member: boolean } | null {
    const callee = call.firstChild;
    if (!callee) return null;
    if (callee.name === 'VariableName') return { name: source(callee), object: null, member: false };
    if (callee.name !== 'MemberExpression') return null;
    const property = callee.lastChild;
    if (property?.name !== 'PropertyName') return null;
    const object = callee.firstChild;
    return { name: source(property), object: object?.name === 'VariableName' ? source(object) : null, member: true };
  }

  /** `createRoute({ method: 'get', path: '/x' })`: @hono/zod-openapi's declared routes. */
  function routeObject(object: SyntaxNode, line: number) {
    const values: Record<string, string | null> = {};
    for (let property = object.firstChild; property; property = property.nextSibling) {
      if (property.name !== 'Property') continue;
      const key = property.firstChild;
      if (key?.name === 'PropertyDefinition') values[source(key)] = stringOf(property.lastChild);
    }
    const method = values.method?.toLowerCase();
    if (method && routeMethods.has(method) && values.path?.startsWith('/')) {
      found.routes.push({ method: method.toUpperCase(), name: values.path, line });
    }
  }

  function call(node: SyntaxNode) {
    const callee = calleeOf(node);
    if (!callee) return;
    const args = node.getChild('ArgList');
    const first = firstArgument(args);
    const value = stringOf(first);
    const line = lineOf(node.from);
    if (isTest) {
      const runner = callee.member ? callee.object : callee.name;
      if (runner && testFunctions.has(runner) && value !== null) found.tests.push({ name: value, line });
      return;
    }
    if (tableFunctions.has(callee.name) && value) found.tables.push({ name: value, line });
    else if (callee.member && routeMethods.has(callee.name) && value?.startsWith('/'))
      found.routes.push({ method: callee.name.toUpperCase(), name: value, line });
    else if (callee.member && callee.name === 'command' && value && /^[\w-]/.test(value))
      found.commands.push({ name: value.trim().split(/\s+/)[0]!, line });
    else if (callee.name === 'createRoute' && first?.name === 'ObjectExpression') routeObject(first, line);
  }

  const tree = dialects[dialect].parse(text);
  tree.iterate({
    enter(ref) {
      switch (ref.name) {
        case 'CallExpression':
          call(ref.node);
          break;
        case 'ClassDeclaration':
        case 'InterfaceDeclaration':
        case 'TypeAliasDeclaration': {
          const id = ref.node.getChild('VariableDefinition') ?? ref.node.getChild('TypeDefinition');
          if (id && !isTest) found.entities.push({ name: source(id), line: lineOf(ref.from) });
          break;
        }
      }
    },
  });
  return found;
}
