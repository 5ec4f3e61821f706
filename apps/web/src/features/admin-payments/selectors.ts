/** Who is signed in, read from the `user` slice without importing the auth feature. */
export type Viewer = { id: string; role: string };

export const selectViewer = (state: { user: { user: Viewer | null } }): Viewer | null => state.user.user;
