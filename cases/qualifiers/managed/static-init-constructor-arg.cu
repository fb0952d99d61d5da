/*---
section: I.4.3.2
clause: managed.no-use-in-static-init
description: A namespace-scope object whose constructor argument is a managed variable is rejected (dynamic initialization).
verdict: error
---*/
__managed__ int xxx = 10;

struct Holder {
  int v;
  Holder(int x) : v(x) {}
};

Holder h(xxx);  // expect-error
