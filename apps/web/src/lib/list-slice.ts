import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A slice that holds one list under `field`, replaced whole by its `loaded` action. */
export function createListSlice<Item, Field extends string>(name: string, field: Field) {
  type State = Record<Field, Item[]>;
  const initialState = { [field]: [] } as unknown as State;
  return createSlice({
    name,
    initialState,
    reducers: {
      loaded: (state, action: PayloadAction<Item[]>) => {
        (state as State)[field] = action.payload;
      },
    },
  });
}
