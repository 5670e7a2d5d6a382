function e() {
  return `development`;
}

export { e as t };
