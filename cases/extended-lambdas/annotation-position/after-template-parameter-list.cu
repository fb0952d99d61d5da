/*---
section: I.6
clause: xlambda.annotation-position
description: "C++20: an annotation between the template parameter list and the parameter list is not directly after the lambda-introducer: a misplaced annotation, diagnosed"
verdict: diagnose
std: c++20
flags: ["--extended-lambda"]
note: "C++20 grammar: lambda-introducer < template-parameter-list > requires-clause(opt) lambda-declarator compound-statement. The I.6 sentence predates template lambdas; its grammar has nothing between the introducer and the declarator, so 'after the lambda-introducer' is read as directly after it, and an annotation after the template parameter list is misplaced, diagnosed at any severity like the clause's other misplaced positions. Issue 23: every nvcc (12.4+) and clang rejects it; this case had read the sentence as allowing the position."
---*/
void foo(void) {
  auto lam = [] <typename T> __device__ (T i) { return i; }; // expect-diag
  (void)lam;
}
