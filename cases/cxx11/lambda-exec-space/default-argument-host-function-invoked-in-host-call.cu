/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "A default-argument lambda of a __host__ function is __host__ and may be invoked through the default argument from host code."
verdict: ok
std: c++14
---*/
int f4(int x = [] { return 4; }()) {
  return x;
}
int c4(void) { return f4(); }
