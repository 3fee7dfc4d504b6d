/** Spring-like lists: `_embedded.data` and `page`, with size, page, sort and search. */
export function pageOf<T extends object>(items: readonly T[], request: Request) {
  const params = new URL(request.url).searchParams;
  let rows = [...items];
  const search = params.get('search');
  if (search) {
    for (const clause of search.split(/[;,]/)) {
      const [field, value] = clause.split('==');
      if (field && value !== undefined) {
        rows = rows.filter(
          (row) => String((row as Record<string, unknown>)[field.trim()]) === value.trim(),
        );
      }
    }
  }
  const sort = params.get('sort');
  if (sort) {
    const [field, direction] = sort.split(',');
    const factor = direction?.toLowerCase() === 'desc' ? -1 : 1;
    rows.sort((a, b) => {
      const left = (a as Record<string, unknown>)[field];
      const right = (b as Record<string, unknown>)[field];
      if (typeof left === 'number' && typeof right === 'number') return (left - right) * factor;
      return String(left ?? '').localeCompare(String(right ?? ''), 'fr') * factor;
    });
  }
  const size = Math.max(1, Number(params.get('size')) || 20);
  const number = Math.max(0, Number(params.get('page')) || 0);
  return {
    _embedded: { data: rows.slice(number * size, number * size + size) },
    page: { size, totalElements: rows.length, totalPages: Math.ceil(rows.length / size), number },
  };
}
