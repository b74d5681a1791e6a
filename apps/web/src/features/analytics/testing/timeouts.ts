/**
 * The tests that draw a page of 20 rows several times or open a dropdown take 2–4 s on the project's
 * 2-core machine when it is quiet and more when other work shares it: the 5 s default left no margin.
 */
export const SLOW_RENDER_MS = 15_000;
