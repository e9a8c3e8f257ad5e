/** The empty editor's hint, shown by the editor and by its stand-in until it mounts. */
export const editorPlaceholder = 'Start writing your post here...';
