/** The largest id: ids are PostgreSQL `integer` columns, which end at 2^31 - 1. */
export const ID_MAX = 2_147_483_647;
