import { parser } from '@lezer/python';
import type { SyntaxNode } from '@lezer/common';
import { lineFinder, literalText, noFindings, type FileFindings } from './findings';

/**
 * Declarations in Python, read from the syntax tree of @lezer/python: classes (SQLAlchemy's
 * `__tablename__` and Django's `Meta.db_table` name their tables); FastAPI and Flask routes
 * (`@app.get('/x')`, `@bp.route('/x', methods=[…])`); click and typer commands (`@cli.command()`,
 * named after the function) and argparse's `add_parser('name')`; and, in test files, the test
 * functions.
 */

const routeMethods = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function analysePython(text: string, isTest: boolean): FileFindings {
  const found = noFindings();
  const lineOf = lineFinder(text);
  const source = (node: SyntaxNode) => text.slice(node.from, node.to);
  const stringOf = (node: SyntaxNode | null | undefined) =>
    node?.name === 'String' || node?.name === 'FormatString' ? literalText(source(node)) : null;
  const nameOfDefinition = (node: SyntaxNode) => {
    const id = node.getChild('VariableName');
    return id ? source(id) : null;
  };

  /** The strings of `methods=[…]` in a decorator's arguments. */
  function methodsArgument(args: SyntaxNode): string[] {
    for (let child = args.firstChild; child; child = child.nextSibling) {
      if (child.name !== 'VariableName' || source(child) !== 'methods') continue;
      const list = child.nextSibling?.nextSibling;
      if (!list) return [];
      return list.getChildren('String').flatMap((item) => stringOf(item) ?? []);
    }
    return ['GET'];
  }

  function decorated(statement: SyntaxNode) {
    const definition = statement.getChild('FunctionDefinition');
    if (!definition) return;
    for (const decorator of statement.getChildren('Decorator')) {
      // `@app.get(...)`: At, then the dotted name's parts, then the arguments.
      const names = decorator.getChildren('VariableName');
      const last = names[names.length - 1];
      const args = decorator.getChild('ArgList');
      if (!last || !args || names.length < 2) continue;
      const kind = source(last);
      const value = stringOf(args.firstChild?.nextSibling);
      const line = lineOf(decorator.from);
      if (routeMethods.has(kind) && value?.startsWith('/')) found.routes.push({ method: kind.toUpperCase(), name: value, line });
      else if (kind === 'route' && value?.startsWith('/'))
        for (const method of methodsArgument(args)) found.routes.push({ method: method.toUpperCase(), name: value, line });
      else if (kind === 'command') {
        const name = value ?? nameOfDefinition(definition)?.replace(/_/g, '-');
        if (name) found.commands.push({ name, line });
      }
    }
  }

  /** `__tablename__ = 'x'` in a class's body, or `db_table = 'x'` in its `Meta`. */
  function tableOf(body: SyntaxNode | null): string | null {
    for (let statement = body?.firstChild; statement; statement = statement.nextSibling) {
      if (statement.name === 'AssignStatement') {
        const target = statement.firstChild;
        if (target && ['__tablename__', 'db_table'].includes(source(target))) return stringOf(statement.lastChild);
      }
      if (statement.name === 'ClassDefinition' && nameOfDefinition(statement) === 'Meta') {
        const inner = tableOf(statement.getChild('Body'));
        if (inner) return inner;
      }
    }
    return null;
  }

  const tree = parser.parse(text);
  tree.iterate({
    enter(ref) {
      const node = ref.node;
      if (isTest) {
        if (ref.name === 'FunctionDefinition') {
          const name = nameOfDefinition(node);
          if (name?.startsWith('test')) found.tests.push({ name, line: lineOf(ref.from) });
        }
        return;
      }
      if (ref.name === 'ClassDefinition') {
        const name = nameOfDefinition(node);
        if (!name || name === 'Meta') return;
        const line = lineOf(ref.from);
        found.entities.push({ name, line });
        const table = tableOf(node.getChild('Body'));
        if (table) found.tables.push({ name: table, line });
      } else if (ref.name === 'DecoratedStatement') {
        decorated(node);
      } else if (ref.name === 'CallExpression') {
        const callee = node.firstChild;
        const property = callee?.name === 'MemberExpression' ? callee.lastChild : null;
        if (property && source(property) === 'add_parser') {
          const value = stringOf(node.getChild('ArgList')?.firstChild?.nextSibling);
          if (value) found.commands.push({ name: value, line: lineOf(ref.from) });
        }
      }
    },
  });
  return found;
}
