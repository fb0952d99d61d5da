/*---
section: I.4.18
clause: attr.const-pure-supported
description: "Guide example: get is declared __attribute__((const)) __device__ and called twice in doit."
verdict: ok
tags: [example]
---*/
__attribute__((const)) __device__ int get(int in);

__device__ int doit(int in) {
int sum = 0;

//because 'get' is marked with 'const' attribute
//device code optimizer can recognize that the
//second call to get() can be commoned out.
sum = get(in);
sum += get(in);

return sum;
}
