/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "The __host__ operator() of a namespace-scope lambda can be called from host code."
verdict: ok
std: c++20
---*/
auto globalVar = [] { return 0; }; // __host__
int h() { return globalVar() + decltype(globalVar){}(); }
