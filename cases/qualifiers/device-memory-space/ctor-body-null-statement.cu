/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-params-empty-body
description: A constructor body holding only a null statement is not an empty compound statement.
verdict: error
note: "Read literally: '{ ; }' is a compound statement that contains a statement, so it is not empty. A front end that folds the null statement away deviates."
---*/
struct S {
  int v;
  __host__ __device__ S() { ; }
};

__device__ S d;  // expect-error
