var e = () => {};

export { e as t };
