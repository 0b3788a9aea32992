/** "If you control a Giant, …" needs no primitive of its own: the condition reads `ctx.objects` (the kernel's). */
export default {};
