/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Guide example: const int *val4 = &xxx takes the address of a host variable in device code."
verdict: error
tags: [example]
---*/
const int xxx = 10;
struct S1_t {  static const int yyy = 20; };
    
extern const int zzz;
const float www = 5.0;
__device__ void foo(void) {
  int local1[xxx];          // OK
  int local2[S1_t::yyy];    // OK
      
  int val1 = xxx;           // OK
    					
  int val2 = S1_t::yyy;     // OK
    					
  
  const int *val4 = &xxx;   // error: address of host variable // expect-error
  const float val5 = www;   // OK except when the Microsoft compiler is used as
                            // the host compiler.
}
const int zzz = 20;
